// Placeholder: replaced by the screen's implementation.
export default function EditCampaignRoute() {
  return null;
}
