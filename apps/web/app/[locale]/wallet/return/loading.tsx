import s from '@/components/account/account.module.css';

/** While the return page loads: the payment panel, busy. */
export default function WalletReturnLoading() {
  return (
    <div className={`container ${s.page}`} aria-busy="true">
      <div className={s.panel} style={{ minHeight: 120 }} />
    </div>
  );
}
