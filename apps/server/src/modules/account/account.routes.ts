import type { Handlers } from '#server/plugins/api.js';
import type { CodeService } from '#server/platform/codes/code.service.js';
import type { createUserService } from './account.service.js';

type UserService = ReturnType<typeof createUserService>;

export function userHandlers(users: UserService, codes: CodeService): Handlers {
  return {
    'code/sendCode': (body, call) => users.sendCode(body, call),
    'code/checkCode': async (body, call) => {
      await codes.check(body.email, body.scene, body.code, call.ip);
      return { valid: true as const };
    },
    'user/signup': (body, call) => users.signup(body as never, call),
    'user/signin': (body, call) => users.signin(body, call),
    'user/signout': (_body, call) => users.signout(call),
    'user/getUserInfo': async (_body, call) => users.getUserInfo(call),
    'user/updateInfo': (body, call) => users.updateInfo(body, call),
    'user/updateEmail': (body, call) => users.updateEmail(body, call),
    'user/updatePwd': (body, call) => users.updatePwd(body as never, call),
    'user/updateTradePwd': (body, call) => users.updateTradePwd(body, call),
    'user/resetPwd': (body, call) => users.resetPwd(body as never, call),
  };
}
