// The unstyled build does not inject a <style> tag (our CSP forbids inline styles); the CSS comes with
// the container (toast-container.tsx), which the app shell mounts lazily. Everything imports toasts from
// here so both agree on the build.
export { toast } from 'react-toastify/unstyled';
