import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { backTarget } from '../../lib/item-detail';

/** Back to where the member came from; on a direct visit, their profile (own item) or discovery. */
export function BackButton({ isOwner }: { isOwner: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onBack = () => {
    const target = backTarget({ locationKey: location.key, isOwner });
    void (target === -1 ? navigate(-1) : navigate(target));
  };
  return (
    <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
      <ArrowLeft aria-hidden className="size-4" />
      Back
    </Button>
  );
}
