import s from '@/components/account/account.module.css';
import w from '@/components/wallet/wallet.module.css';

/** While the bookings load: cards shaped like bookings. */
export default function BookingsLoading() {
  return (
    <div className={`container ${s.page}`} aria-busy="true" data-testid="bookings-loading">
      {[0, 1].map((i) => (
        <div key={i} className={s.booking}>
          <span className={w.skeleton} style={{ width: '60%', height: 24 }} />
          <span className={w.skeleton} style={{ width: '100%', height: 64 }} />
        </div>
      ))}
    </div>
  );
}
