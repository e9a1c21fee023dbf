import { en } from '../messages';
import './globals.css';

/** Requests outside any locale (rare: the proxy prefixes them) get the English 404 page. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="container" style={{ padding: '48px 16px' }}>
          <h1>{en.errors.notFoundTitle}</h1>
          <p>{en.errors.notFoundBody}</p>
          <a href="/" className="button">
            {en.errors.backHome}
          </a>
        </main>
      </body>
    </html>
  );
}
