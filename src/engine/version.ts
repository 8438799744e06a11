// The client's build version (spec section 9: 1.8.5, tag NEW RELEASE), from package.json at build time.
import { version } from '../../package.json';

export const CLIENT_VERSION = `${version} NEW RELEASE`;
