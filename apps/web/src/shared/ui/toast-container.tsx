// The container and its stylesheet load right after the first render, not with it: nothing can raise a
// toast before the page is interactive, and react-toastify queues any raised before a container mounts.
import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify/unstyled';

export default ToastContainer;
