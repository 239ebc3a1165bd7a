// Loaded with the first toast (toast.ts), with its stylesheet.
import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify/unstyled';

export default ToastContainer;
