export { trainingExtensions } from './extensions';
export { type OwnTraining, ownTrainings } from './own-trainings';
export { SessionStateBadge } from './SessionStateBadge';
export { dayText, useTrainingData } from './use-training-data';
