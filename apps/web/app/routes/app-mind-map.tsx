import '@xyflow/react/dist/style.css';
import '~/features/mind-maps/components/mind-map.css';
import { useParams } from 'react-router';
import { PageContainer } from '~/components/layout/page-container';
import { pageMeta } from '~/lib/meta';
import { MindMapEditor } from '~/features/mind-maps/components/mind-map-editor';

// React Flow (and its stylesheet) is imported here only, so its code loads on /app/mind-maps/{id}
// and nowhere else.

export const meta = () => pageMeta('Mind Map', 'Edit a mind map: add, connect and expand ideas.');

export default function MindMapRoute() {
  const { id = '' } = useParams();
  return (
    <PageContainer className="py-4 sm:py-6">
      <MindMapEditor mapId={id} />
    </PageContainer>
  );
}
