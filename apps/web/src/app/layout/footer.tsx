import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewsletterForm } from '../../features/content/index.ts';
import { socialLinks } from '../site-config.ts';

export function Footer() {
  const { t } = useTranslation();
  const cookies = useRef<HTMLDialogElement>(null);
  // At least 24 px tall, so each is a target of its own (WCAG 2.5.8).
  const linkClass = 'inline-block py-1 text-slate-300 hover:text-white hover:underline';

  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="flex items-center gap-2 text-xl font-bold text-white">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {t('brand')}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{t('footer.about')}</p>
          <NewsletterForm />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-bold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/" className={linkClass}>
                {t('footer.home')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                {t('footer.contact')}
              </Link>
            </li>
            <li>
              <Link to="/aboutus" className={linkClass}>
                {t('footer.aboutUs')}
              </Link>
            </li>
            <li>
              <Link to="/service" className={linkClass}>
                {t('footer.ourServices')}
              </Link>
            </li>
            <li>
              <Link to="/faq" className={linkClass}>
                {t('footer.faqs')}
              </Link>
            </li>
          </ul>
        </nav>
        {socialLinks.length > 0 ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="text-lg font-bold text-white">
              {t('footer.followUs')}
            </h2>
            <ul className="mt-3 space-y-2">
              {socialLinks.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} rel="noopener noreferrer" target="_blank" className={linkClass}>
                    {t(`social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <button type="button" className={linkClass} onClick={() => cookies.current?.showModal()}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </div>
      </div>
      <dialog
        ref={cookies}
        aria-labelledby="cookie-title"
        className="m-auto max-w-md rounded-2xl p-6 text-slate-800 backdrop:bg-slate-900/40"
      >
        <h2 id="cookie-title" className="text-lg font-bold text-brand-900">
          {t('footer.cookieTitle')}
        </h2>
        <p className="mt-3 leading-relaxed">{t('footer.cookieBody')}</p>
        <form method="dialog" className="mt-5 text-end">
          <button className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
            {t('footer.close')}
          </button>
        </form>
      </dialog>
    </footer>
  );
}
