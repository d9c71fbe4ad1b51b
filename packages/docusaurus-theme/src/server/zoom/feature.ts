import type {Feature} from '../site/feature';

/** Images and Mermaid diagrams in docs and posts that open in a zoomable dialog (client/zoom/): a switch the browser reads. */
export function zoomFeature(): Feature {
  return {name: 'zoom', allContentLoaded: async () => ({zoom: true})};
}
