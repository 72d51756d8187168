export { requestPersistentStorage } from './persistent-storage';
export { registerServiceWorker, requireUpdate } from './register-service-worker';
export { UpdatePrompt } from './UpdatePrompt';
