import { useSyncExternalStore } from 'react';
import { toast as toastify, type ToastContent, type ToastOptions } from 'react-toastify/unstyled';

// The unstyled build does not inject a <style> tag (our CSP forbids inline styles); the CSS comes with the
// container (toast-container.tsx). Everything raises toasts through here, so the container is loaded only once
// the first one is raised: its stylesheet restyles the whole page when it arrives (its `:root` variables), a
// long task on a phone if it came with every page. react-toastify keeps a toast raised before a container
// mounts and shows it once one does.
let raised = false;
const listeners = new Set<() => void>();

function raise() {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}

export const toast = {
  success(content: ToastContent, options?: ToastOptions) {
    raise();
    return toastify.success(content, options);
  },
  error(content: ToastContent, options?: ToastOptions) {
    raise();
    return toastify.error(content, options);
  },
};

/** Whether a toast has been raised yet: the app shell mounts the container from then on. */
export function useToastRaised(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => raised,
    () => false,
  );
}
