import type { Handlers } from '#server/context.js';
import type { AccountStaffService } from './account-staff.service.js';
import type { AccountService } from './account.service.js';

/** The account's endpoints: the buyer's codes, sign-in and profile; the console's user list. */
export function accountHandlers(accounts: AccountService, staff: AccountStaffService): Handlers {
  return {
    'code/sendCode': (body, call) => accounts.sendCode(body, call),
    'code/checkCode': (body, call) => accounts.checkCode(body, call),
    'user/signup': (body, call) => accounts.signup(body, call),
    'user/sellerSignup': (body, call) => accounts.sellerSignup(body, call),
    'user/openStore': (body, call) => accounts.openStore(body, call),
    'user/signin': (body, call) => accounts.signin(body, call),
    'user/signout': (_body, call) => accounts.signout(call),
    'user/getUserInfo': async (_body, call) => accounts.getUserInfo(call),
    'user/updateInfo': (body, call) => accounts.updateInfo(body, call),
    'user/updateEmail': (body, call) => accounts.updateEmail(body, call),
    'user/updatePwd': (body, call) => accounts.updatePwd(body, call),
    'user/updateTradePwd': (body, call) => accounts.updateTradePwd(body, call),
    'user/resetPwd': (body, call) => accounts.resetPwd(body, call),
    'admin/getUserList': (body) => staff.userList(body),
    'admin/getUser': (body) => staff.userDetail(body.id),
    'admin/setUserStatus': (body, call) => staff.setUserStatus(body, call),
  };
}
