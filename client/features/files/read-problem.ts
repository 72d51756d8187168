import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Missing } from '../../sync/attachments/missing';

const PROBLEMS: Readonly<Record<Missing, MessageDescriptor>> = {
  notYetUploaded: msg`This file has not reached the server yet. The device that added it still has to upload it.`,
  offline: msg`This file is not on this device. Connect to the internet to open it.`,
  unreachable: msg`The server could not be reached. Please try again.`,
  failed: msg`The file could not be opened.`,
};

/** Why a file could not be opened or downloaded, as its user can act on it. */
export function readProblem(missing: Missing): MessageDescriptor {
  return PROBLEMS[missing];
}
