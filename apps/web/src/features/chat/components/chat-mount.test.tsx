import { act } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { mountChat } from './chat-mount.tsx';

function Probe({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('chat');
  return (
    <button type="button" lang={i18n.language} onClick={onDone}>
      {t('page.endChat')}
    </button>
  );
}

describe('mountChat', () => {
  it("mounts at once with the strings the page wrote, in the page's language, and can unmount itself", async () => {
    document.documentElement.lang = 'en';
    const container = document.createElement('div');
    document.body.append(container);
    await act(() => mountChat(container, (root) => <Probe onDone={() => root.unmount()} />, en));
    const button = container.querySelector('button');
    expect(button?.textContent).toBe(en.page.endChat);
    expect(button?.lang).toBe('en');
    act(() => button?.click());
    expect(container.querySelector('button')).toBeNull();
  });
});
