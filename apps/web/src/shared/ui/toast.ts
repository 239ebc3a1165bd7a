// The unstyled build does not inject a <style> tag (our CSP forbids inline styles); the CSS is
// imported once by the app shell instead. Everything imports toasts from here so both agree.
export { toast, ToastContainer } from 'react-toastify/unstyled';
