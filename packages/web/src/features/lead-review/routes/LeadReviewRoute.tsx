// Placeholder: replaced by the screen's implementation.
export default function LeadReviewRoute() {
  return null;
}
