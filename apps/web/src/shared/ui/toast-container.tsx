// The container loads right after the first render, not with it: nothing can raise a toast before the page
// is interactive, and react-toastify queues any raised before a container mounts. Its stylesheet comes with
// the app's (boot.ts): one arriving later would make the browser restyle the whole page.
import { ToastContainer } from 'react-toastify/unstyled';

export default ToastContainer;
