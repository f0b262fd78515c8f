import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { paths } from '../paths';

/** Sign-in, sign-up, find, reset and the public questionnaire pages: a centred column, no menu. */
export default function SignBaseLayout() {
  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(180deg, #eef4ff 0%, #f7f9fc 45%, #ffffff 100%)' }}>
      <header style={{ padding: '20px 24px' }}>
        <Link to={paths.signIn()} style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color: '#1f2937', textDecoration: 'none' }}>
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={32} height={32} />
          <span style={{ fontWeight: 700, fontSize: 17 }}>정신건강 전문가 학교지원 사업</span>
        </Link>
      </header>
      <main style={{ display: 'flex', justifyContent: 'center', padding: '8px 16px 48px' }}>
        <div style={{ width: '100%', maxWidth: 560 }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <footer style={{ textAlign: 'center', color: '#666666', fontSize: 12, paddingBottom: 24 }}>
        © 정신건강 전문가 학교지원 사업
      </footer>
    </div>
  );
}
