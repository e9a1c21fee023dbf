import s from '@/components/account/account.module.css';

/** While the return page loads: the payment panel, busy. */
export default function BookingReturnLoading() {
  return (
    <div className={`container ${s.page}`} aria-busy="true">
      <div className={`${s.panel} ${s.panelWide}`} style={{ minHeight: 120 }} />
    </div>
  );
}
