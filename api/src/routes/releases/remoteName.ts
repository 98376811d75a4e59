import { Type } from '@sinclair/typebox';
import { REMOTES, type RemoteName } from '@portal/shared/remotes/remoteModules';
import { StringEnum } from '@portal/shared/schemas/schemaTypes';

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** A remote's federation name; anything else is a 400 naming the remotes there are. */
export const RemoteNameSchema = StringEnum(REMOTE_NAMES);

/** A release id as `npm run release` prints it; bounded, its form checked by the store. */
export const ReleaseIdSchema = Type.String({ minLength: 1, maxLength: 100 });
