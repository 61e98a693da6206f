import { lazy } from 'react';
import { DeferredPart } from '~/components/layout/deferred-part';
import { useParams } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';

// React Flow and its stylesheets are imported by the editor only, so they load on
// /app/mind-maps/{id} and nowhere else. The editor is a chunk of its own (~68 KB brotli), and its
// stylesheets travel with it: a stylesheet this route module imported itself would hold the
// page's hydration until it arrived, a round trip late on a slow phone. The header and the page
// around the editor render and answer a tap while it arrives.
const MindMapEditor = lazy(() =>
  import('~/features/mind-maps/components/mind-map-editor').then((m) => ({
    default: m.MindMapEditor,
  })),
);

export const meta = () => pageMeta('Mind Map', 'Edit a mind map: add, connect and expand ideas.');

export default function MindMapRoute() {
  const { id = '' } = useParams();
  return (
    <PageContainer className="py-4 sm:py-6">
      <DeferredPart
        fallback={
          <p role="status" className="py-10 text-center text-muted">
            Loading mind map…
          </p>
        }
      >
        <MindMapEditor mapId={id} />
      </DeferredPart>
    </PageContainer>
  );
}
