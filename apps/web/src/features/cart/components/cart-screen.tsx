import { useMemo, useState } from 'react';
import { Button, Checkbox, Dialog, ErrorBlock, PullToRefresh, Skeleton, Toast } from 'antd-mobile';
import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { imageUrl, type CartData, type CartLine } from '@app/contract';
import { DualPrice } from '#web/features/wallet';
import { MEDIA_HOST } from '#web/config/app';
import {
  useCart,
  useRemoveLines,
  useSelectLines,
  useUpdateLine,
  visitorCart,
} from '#web/features/cart/api/cart';
import { selectedSummary } from '#web/features/cart/lib/visitor-cart';
import { CartLineItem } from './cart-line';
import '#web/features/cart/cart.css';

export interface CartScreenProps {
  onOpenProduct: (goodsId: number) => void;
  onOpenStore: (storeId: number) => void;
  /** To the checkout of the selected lines (a visitor is asked to sign in on the way). */
  onCheckout: () => void;
  onShop: () => void;
  onSignin: () => void;
}

type Group = CartData['groups'][number];

function CartSkeleton() {
  return (
    <div className="cart-list" data-testid="cart-loading">
      {[0, 1].map((i) => (
        <div key={i} className="cart-store">
          <Skeleton.Title animated />
          <div className="cart-skeleton-line">
            <Skeleton animated className="cart-skeleton-thumb" />
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyCart({ onShop }: { onShop: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <div className="cart-empty__art" aria-hidden>
        <ShopbagOutline />
      </div>
      <h2>{t('cart.empty.title')}</h2>
      <p>{t('cart.empty.text')}</p>
      <Button color="primary" shape="rounded" onClick={onShop}>
        {t('cart.empty.action')}
      </Button>
    </div>
  );
}

/** The cart: lines grouped by store, selection, quantities, deletion and the checkout bar. */
export function CartScreen({ onOpenProduct, onOpenStore, onCheckout, onShop, onSignin }: CartScreenProps) {
  const { t } = useTranslation('cart');
  const { signedIn, query } = useCart();
  const update = useUpdateLine();
  const select = useSelectLines();
  const remove = useRemoveLines();
  const [editing, setEditing] = useState(false);
  // Edit mode ticks lines to delete; a visitor's untick leaves a line out of the total.
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());

  const cart = query.data;
  const lines = useMemo(() => cart?.groups.flatMap((g) => g.lines) ?? [], [cart]);

  const checkable = (line: CartLine) => editing || line.available;
  const isChecked = (line: CartLine) => {
    if (editing) return marked.has(line.id);
    if (!line.available) return false;
    return signedIn ? line.selected : !unticked.has(line.id);
  };
  const allChecked = (list: CartLine[]) => {
    const candidates = list.filter(checkable);
    return candidates.length > 0 && candidates.every(isChecked);
  };

  const setChecked = (list: CartLine[], value: boolean, everything = false) => {
    const ids = list.filter(checkable).map((l) => l.id);
    const toggle = (set: ReadonlySet<number>, add: boolean) => {
      const next = new Set(set);
      for (const id of ids) {
        if (add) next.add(id);
        else next.delete(id);
      }
      return next;
    };
    if (editing) setMarked((s) => toggle(s, value));
    else if (!signedIn) setUnticked((s) => toggle(s, !value));
    else if (ids.length) select.mutate(everything ? { selected: value } : { ids, selected: value });
  };

  const toggleLine = (line: CartLine) => {
    if (editing || !signedIn) setChecked([line], !isChecked(line));
    else update.mutate({ id: line.id, selected: !line.selected });
  };

  const changeQuantity = (line: CartLine, quantity: number) => {
    if (!signedIn) return visitorCart.setQuantity(line.skuId, quantity);
    return update.mutateAsync({ id: line.id, quantity });
  };

  const deleteLines = async (ids: number[]) => {
    if (signedIn) await remove.mutateAsync(ids);
    else visitorCart.remove(ids); // a visitor's line id is its specification id
    setMarked((s) => new Set([...s].filter((id) => !ids.includes(id))));
  };

  const deleteMarked = async () => {
    const ids = lines.filter((l) => marked.has(l.id)).map((l) => l.id);
    if (!ids.length) {
      Toast.show({ content: t('cart.noneSelected'), position: 'center' });
      return;
    }
    const ok = await Dialog.confirm({
      title: t('cart.deleteTitle'),
      content: t('cart.deleteText', { count: ids.length }),
      confirmText: t('cart.delete'),
      cancelText: t('action.cancel', { ns: 'common' }),
    });
    if (!ok) return;
    try {
      await deleteLines(ids);
      Toast.show({ icon: 'success', content: t('cart.deleted') });
      if (ids.length === lines.length) setEditing(false);
    } catch {
      // The request helper has shown the reason.
    }
  };

  const summary = signedIn
    ? { total: cart?.selectedTotal ?? 0, units: cart?.selectedCount ?? 0 }
    : cart
      ? selectedSummary(cart, (l) => !unticked.has(l.id))
      : { total: 0, units: 0 };

  const checkout = () => {
    if (summary.units === 0) {
      Toast.show({ content: t('cart.noneSelected'), position: 'center' });
      return;
    }
    onCheckout();
  };

  if (query.isPending) return <CartSkeleton />;
  if (query.isError && !cart) {
    return (
      <ErrorBlock status="default" title={t('common:loadFailed')} description="" className="cart-error">
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void query.refetch()}>
          {t('action.retry', { ns: 'common' })}
        </Button>
      </ErrorBlock>
    );
  }
  if (!cart || lines.length === 0) {
    return (
      <>
        {!signedIn && <SigninBanner onSignin={onSignin} />}
        <EmptyCart onShop={onShop} />
      </>
    );
  }

  return (
    <div className="cart-page" data-testid="cart">
      <PullToRefresh onRefresh={async () => void (await query.refetch())}>
        {!signedIn && <SigninBanner onSignin={onSignin} />}
        <div className="cart-toolbar">
          <span>{t('cart.items', { count: cart.count })}</span>
          <button
            type="button"
            className="text-link"
            data-testid="cart-edit"
            onClick={() => {
              setEditing((e) => !e);
              setMarked(new Set());
            }}
          >
            {editing ? t('cart.done') : t('cart.edit')}
          </button>
        </div>
        <div className="cart-list">
          {cart.groups.map((group: Group) => (
            <section key={group.store.id} className="cart-store" data-testid="cart-store">
              <div className="cart-store__head">
                <Checkbox
                  checked={allChecked(group.lines)}
                  disabled={!group.lines.some(checkable)}
                  onChange={(value) => setChecked(group.lines, value)}
                  aria-label={t('cart.selectStore', { name: group.store.name })}
                />
                <button
                  type="button"
                  className="cart-store__name"
                  onClick={() => onOpenStore(group.store.id)}
                >
                  {group.store.logo ? (
                    <img src={imageUrl(group.store.logo, MEDIA_HOST)} alt="" loading="lazy" />
                  ) : (
                    <ShopbagOutline />
                  )}
                  <span dir="auto">{group.store.name}</span>
                  <RightOutline className="flip-rtl" />
                </button>
              </div>
              {group.lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  checked={isChecked(line)}
                  editing={editing}
                  onToggle={() => toggleLine(line)}
                  onQuantity={(quantity) => changeQuantity(line, quantity)}
                  onDelete={() => void deleteLines([line.id]).catch(() => undefined)}
                  onOpen={() => onOpenProduct(line.goodsId)}
                />
              ))}
            </section>
          ))}
        </div>
      </PullToRefresh>
      <div className="cart-bar" data-testid="cart-bar">
        <Checkbox
          checked={allChecked(lines)}
          disabled={!lines.some(checkable)}
          onChange={(value) => setChecked(lines, value, true)}
        >
          {t('cart.selectAll')}
        </Checkbox>
        {editing ? (
          <Button
            color="danger"
            fill="outline"
            shape="rounded"
            className="cart-bar__action"
            loading={remove.isPending}
            onClick={() => void deleteMarked()}
            data-testid="cart-delete"
          >
            {t('cart.deleteCount', { count: marked.size })}
          </Button>
        ) : (
          <>
            <div className="cart-bar__total">
              <span>
                {t('cart.total')}{' '}
                <DualPrice minor={summary.total} className="cart-price" testId="cart-total" />
              </span>
              <small>{t('cart.shippingLater')}</small>
            </div>
            <Button
              color="primary"
              shape="rounded"
              className="cart-bar__action"
              onClick={checkout}
              data-testid="cart-checkout"
            >
              {t('cart.checkout', { count: summary.units })}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function SigninBanner({ onSignin }: { onSignin: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div className="cart-signin" data-testid="cart-signin">
      <span>{t('cart.signinText')}</span>
      <Button size="mini" color="primary" shape="rounded" onClick={onSignin}>
        {t('cart.signin')}
      </Button>
    </div>
  );
}
