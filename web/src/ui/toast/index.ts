export { ToastProvider } from './ToastProvider';
export { useToast, type ToastKind, type ToastOptions, type ToastApi } from './toastContext';
