/** Every review query lives under this key, so a new review refreshes all of them. */
export const reviewsQueryKey = ['reviews'] as const;
