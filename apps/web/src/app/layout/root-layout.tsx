import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useToastRaised } from '../../shared/ui/toast.ts';
import { BackToTop } from './back-to-top.tsx';
import { showsBanner, showsChrome } from './chrome-rules.ts';
import { Footer } from './footer.tsx';
import { HeaderBanner } from './header-banner.tsx';
import { MenuProvider } from './menu-context.tsx';
import { Navbar } from './navbar.tsx';
import { SideMenu } from './side-menu.tsx';
import { useFlashToast } from './use-flash-toast.ts';

const Toasts = lazy(() => import('../../shared/ui/toast-container.tsx'));

export function RootLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const chrome = showsChrome(pathname);
  // A lazy chunk, with the first toast (toast.ts).
  const toasts = useToastRaised();
  useFlashToast();

  return (
    <MenuProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        {chrome ? <Navbar /> : null}
        {chrome ? <SideMenu /> : null}
        {showsBanner(pathname) ? <HeaderBanner /> : null}
        <main id="main" className="flex-1">
          {/* A screen tall while a page's strings load, so the footer stays below the fold and does not
              jump down (layout shift) when the page arrives. */}
          <Suspense
            fallback={
              <div className="min-h-dvh">
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
        {chrome ? <Footer /> : null}
      </div>
      {/* One element always there, for what comes and goes outside the page's flow: a child added or removed
          beside the layout would change which element is last, and with it the style of the whole page
          (react-toastify's stylesheet has a rule under `:not(:last-child)`). */}
      <div>
        <BackToTop />
        {toasts ? (
          <Suspense fallback={null}>
            <Toasts rtl={i18n.dir() === 'rtl'} />
          </Suspense>
        ) : null}
      </div>
      <ScrollRestoration />
    </MenuProvider>
  );
}
