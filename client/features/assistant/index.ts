export { AssistantWidget } from './AssistantWidget';
