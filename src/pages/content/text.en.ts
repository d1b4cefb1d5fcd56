/** The campaign list's, the exclusive page's and the content pages' words in English. */
export const en = {
  campaigns: {
    title: 'Campaigns',
    back: 'Home',
    emptyTitle: 'No campaigns right now',
    emptyBody: 'New campaigns appear here. Check back soon.',
    loading: 'Loading campaigns…',
  },
  exclusive: {
    title: 'Exclusive',
    back: 'Home',
    emptyTitle: 'No exclusive content yet',
    emptyBody: 'Members-only campaigns appear here.',
    loading: 'Loading exclusive content…',
  },
  content: {
    title: 'Content',
    back: 'Home',
    loading: 'Loading…',
    notFoundTitle: 'Content not found',
    notFoundBody: 'This page does not exist or has been removed.',
    home: 'Go to home',
  },
  reads: 'Tips and stories',
  exclusiveReads: 'Members-only reads',
};
