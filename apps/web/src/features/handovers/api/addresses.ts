import type { AddressInput } from '@swapyard/domain/handovers';
import { handoversEndpoints } from '@swapyard/domain/endpoints/handovers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { handoverQueryKeys } from './keys';

type AddressList = Awaited<ReturnType<typeof fetchAddresses>>;

const fetchAddresses = () => callEndpoint(handoversEndpoints.addresses);

/** The signed-in member's private address book, the default first. */
export const useAddresses = (enabled = true) =>
  useQuery({ queryKey: handoverQueryKeys.addresses, queryFn: fetchAddresses, enabled });

/** Every change answers the whole book, which replaces the cached one. */
function useAddressMutation<I>(run: (input: I) => Promise<AddressList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (book) => queryClient.setQueryData(handoverQueryKeys.addresses, book),
  });
}

/** Adds an address, or replaces one (`addressId`). */
export const useSaveAddress = () =>
  useAddressMutation(({ addressId, body }: { addressId?: string; body: AddressInput }) =>
    addressId
      ? callEndpoint(handoversEndpoints.updateAddress, { params: { addressId }, body })
      : callEndpoint(handoversEndpoints.addAddress, { body }),
  );

export const useRemoveAddress = () =>
  useAddressMutation((addressId: string) =>
    callEndpoint(handoversEndpoints.removeAddress, { params: { addressId } }),
  );
