import type {ReactNode} from 'react';

export default function AnnouncementBar(): ReactNode {
  return <div data-testid="AnnouncementBar" />;
}
