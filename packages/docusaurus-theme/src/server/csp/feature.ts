import type {Feature} from '../site/feature';
import {writeContentSecurityPolicyStep} from './index';

/** The build's Content-Security-Policy: last, since it reads the pages as the other steps leave them. */
export function cspFeature(): Feature {
  return {name: 'csp', lastPostBuild: writeContentSecurityPolicyStep};
}
