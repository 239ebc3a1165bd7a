import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatLauncher } from '../../features/chat/index.ts';
import { ServicesGrid } from '../../features/content/index.ts';
import { MobileSearchForm, SearchCard, TopDoctors } from '../../features/doctors/index.ts';
import { TrendingMedicines } from '../../features/medicines/index.ts';
import { HydrateLater } from '../../shared/ui/hydrate-later.tsx';
import { useDocumentMeta } from '../../shared/ui/page-header.tsx';
import { ExploreSection } from './explore-section.tsx';
import { useInstallPrompt } from './install-app.ts';
import { TypingText } from './typing-text.tsx';

export function HomePage() {
  const { t, i18n } = useTranslation();
  useDocumentMeta(t('home.heroTitle'), t('brandTagline'));
  const phrases = t('home.heroTyping', { returnObjects: true }) as string[];
  const install = useInstallPrompt();

  return (
    <>
      <HydrateLater>
        <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
            <h1 id="hero-title" className="text-3xl font-bold text-brand-900 sm:text-5xl">
              {t('home.heroTitle')}
            </h1>
            <p className="mt-4 text-xl font-semibold text-brand-700 sm:text-2xl">
              <TypingText key={i18n.language} phrases={phrases} />
            </p>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('home.heroText')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/contact"
                className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
              >
                {t('home.contactUs')}
              </Link>
              <Link
                to="/service"
                className="rounded-full border-2 border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('home.learnMore')}
              </Link>
            </div>
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <SearchCard />
      </HydrateLater>
      <HydrateLater>
        <MobileSearchForm />
      </HydrateLater>

      <HydrateLater>
        <ExploreSection />
      </HydrateLater>

      <HydrateLater>
        <section aria-labelledby="chat-title" className="bg-white">
          <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 py-12 md:grid-cols-2">
            <div>
              <h2 id="chat-title" className="text-2xl font-bold text-brand-900">
                {t('home.chatTitle')}
              </h2>
              <p className="mt-3 text-slate-700">{t('home.chatText')}</p>
            </div>
            <div className="md:text-end">
              <Link
                to="/chatbot"
                className="inline-block rounded-full bg-accent-600 px-6 py-3 font-semibold text-white hover:opacity-90"
              >
                {t('home.chatCta')}
              </Link>
            </div>
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section aria-labelledby="services-title" className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="services-title" className="mb-6 text-2xl font-bold text-brand-900">
            {t('home.servicesTitle')}
          </h2>
          <HydrateLater>
            <ServicesGrid />
          </HydrateLater>
        </section>
      </HydrateLater>

      <TrendingMedicines />

      <HydrateLater>
        <section aria-labelledby="why-title" className="bg-white">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="why-title" className="mb-6 text-2xl font-bold text-brand-900">
              {t('home.whyTitle')}
            </h2>
            <ul className="grid gap-6 md:grid-cols-3">
              {(['topDoctors', 'recommend', 'free'] as const).map((key) => (
                <li key={key} className="rounded-2xl bg-brand-50 p-6">
                  <h3 className="text-lg font-bold text-brand-900">{t(`home.why.${key}Title`)}</h3>
                  <p className="mt-2 text-slate-700">{t(`home.why.${key}Text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </HydrateLater>

      <TopDoctors />

      <HydrateLater>
        <section aria-labelledby="app-title" className="mx-auto max-w-6xl px-4 py-12">
          <div className="rounded-3xl bg-brand-700 p-8 text-white sm:p-12">
            <h2 id="app-title" className="text-2xl font-bold">
              {t('home.appTitle')}
            </h2>
            <p className="mt-3 max-w-2xl text-brand-50">{t('home.appText')}</p>
            {install ? (
              <button
                type="button"
                onClick={() => void install()}
                className="mt-6 rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
              >
                {t('home.appCta')}
              </button>
            ) : null}
          </div>
        </section>
      </HydrateLater>
      <ChatLauncher />
    </>
  );
}
