export { requestPersistentStorage } from './persistent-storage';
export { registerServiceWorker } from './register-service-worker';
export { UpdatePrompt } from './UpdatePrompt';
