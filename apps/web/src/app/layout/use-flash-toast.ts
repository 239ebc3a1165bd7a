import { flashCookie, pageFlashOf } from '@tabib/contracts/page-flash';
import i18next from 'i18next';
import { useEffect } from 'react';
import { useSession } from '../../features/auth/index.ts';
import { toast } from '../../shared/ui/toast.ts';

/**
 * On the app's pages, what the last form route asked the next page to say once (contracts' page-flash): the
 * welcome after signing in or up when `next` was one of the app's pages. Pages Astro renders say it from the
 * server (flash-toast.astro); here the cookie is read and deleted in the browser.
 */
export function useFlashToast(): void {
  const name = useSession().data?.name;
  useEffect(() => {
    if (!name) return;
    const value = document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${flashCookie}=`))
      ?.slice(flashCookie.length + 1);
    const flash = pageFlashOf(value);
    if (!flash) return;
    document.cookie = `${flashCookie}=; path=/; max-age=0; samesite=lax`;
    const key = flash === 'signed-up' ? 'auth:signup.welcome' : 'auth:login.welcome';
    void i18next.loadNamespaces('auth').then(() => toast.success(i18next.t(key, { name })));
  }, [name]);
}
