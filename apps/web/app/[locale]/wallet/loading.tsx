import s from '@/components/wallet/wallet.module.css';

/** Shown while the wallet's balance, packs and statement load: blocks shaped like them. */
export default function WalletLoading() {
  return (
    <div className={`container ${s.page}`} aria-busy="true" data-testid="wallet-loading">
      <div className={s.section}>
        <span className={s.skeleton} style={{ width: '40%', height: 24 }} />
        <span className={s.skeleton} style={{ width: '70%', height: 44, marginTop: 16 }} />
        <span className={s.skeleton} style={{ width: '55%', height: 20, marginTop: 12 }} />
      </div>
      <div className={s.section}>
        <span className={s.skeleton} style={{ width: '35%', height: 24 }} />
        <span className={s.skeleton} style={{ width: '100%', height: 140, marginTop: 16 }} />
      </div>
      <div className={`${s.section} ${s.wide}`}>
        <span className={s.skeleton} style={{ width: '30%', height: 24 }} />
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={s.skeleton} style={{ width: '100%', height: 48, marginTop: 12 }} />
        ))}
      </div>
    </div>
  );
}
