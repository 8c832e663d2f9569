import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { DialogOverlay } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; signedIn: boolean };

const tabs = [
  { value: 'trades', label: 'Trades', empty: 'No trade messages yet' },
  { value: 'direct', label: 'Direct', empty: 'No direct messages yet' },
  { value: 'all', label: 'All', empty: 'No messages yet' },
] as const;

/** The full-page 'Messages' screen (spec part 1 §2). Conversations themselves arrive with trades and chat. */
export default function MessagesScreen({ open, onOpenChange, signedIn }: Props) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-background focus:outline-none data-[state=open]:animate-fade-in md:inset-y-0 md:right-0 md:left-auto md:w-[28rem] md:border-l md:border-border md:shadow-2xl"
        >
          <div className="flex h-16 shrink-0 items-center gap-2 border-b border-border px-3">
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Go back">
                <ArrowLeft aria-hidden className="size-5" />
              </Button>
            </DialogPrimitive.Close>
            <DialogPrimitive.Title className="text-lg font-semibold">Messages</DialogPrimitive.Title>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            {signedIn ? (
              <Tabs defaultValue="trades">
                <TabsList className="grid w-full grid-cols-3">
                  {tabs.map((tab) => (
                    <TabsTrigger key={tab.value} value={tab.value}>
                      {tab.label}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {tabs.map((tab) => (
                  <TabsContent key={tab.value} value={tab.value}>
                    <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
                      <MessagesSquare aria-hidden className="size-8 text-muted-foreground" />
                      <p className="font-medium">{tab.empty}</p>
                    </div>
                  </TabsContent>
                ))}
              </Tabs>
            ) : (
              <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
                <MessagesSquare aria-hidden className="size-8 text-muted-foreground" />
                <p className="font-medium">Please sign in to view your trades</p>
                <DialogPrimitive.Close asChild>
                  <Button variant="secondary">Go Back</Button>
                </DialogPrimitive.Close>
              </div>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
