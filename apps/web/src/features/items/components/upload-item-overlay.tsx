import { appRoutes } from '@swapyard/domain/routes';
import { ImagePlus, Layers, Upload, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMe } from '@/features/auth';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The full-screen Upload Item overlay (spec part 1 §2), opened by Sell and by List; it is not a route.
 * This is its frame: the photo picker, AI analysis and item form arrive with the listing issue, so their controls
 * are shown disabled rather than pretending to work.
 */
export default function UploadItemOverlay({ open, onOpenChange }: Props) {
  const me = useMe();

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-background focus:outline-none data-[state=open]:animate-fade-in"
        >
          <div className="border-b border-border">
            <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-3 sm:px-6">
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close">
                  <X aria-hidden className="size-5" />
                </Button>
              </DialogPrimitive.Close>
              <DialogPrimitive.Title className="text-lg font-semibold">Upload Item</DialogPrimitive.Title>
              <Button disabled>
                <Upload aria-hidden className="size-4" />
                Upload
              </Button>
            </div>
          </div>

          <div className="flex-1 overflow-y-auto">
            <div className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:px-6">
              {me.data || me.isPending ? (
                <>
                  <Card>
                    <CardHeader>
                      <CardTitle>Upload Options</CardTitle>
                      <CardDescription>List several items at once, or one at a time.</CardDescription>
                    </CardHeader>
                    <CardContent className="grid gap-3 text-center">
                      <Button variant="secondary" size="lg" disabled className="w-full">
                        <Layers aria-hidden className="size-4" />
                        Bulk Upload
                      </Button>
                      <p className="text-sm text-muted-foreground">or single item below</p>
                    </CardContent>
                  </Card>
                  <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-border px-6 py-14 text-center">
                    <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                      <ImagePlus aria-hidden className="size-6" />
                    </div>
                    <p className="font-semibold">Listing items is almost here</p>
                    <p className="max-w-sm text-sm text-muted-foreground">
                      Photo upload, AI analysis and the item details form open in the next update.
                    </p>
                  </div>
                </>
              ) : (
                <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
                  <p className="text-lg font-semibold">Sign in to list items</p>
                  <p className="max-w-sm text-sm text-muted-foreground">
                    Create a free account to swap and sell what you no longer need.
                  </p>
                  <Button asChild onClick={() => onOpenChange(false)}>
                    <Link to={appRoutes.auth}>Login</Link>
                  </Button>
                </div>
              )}
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
