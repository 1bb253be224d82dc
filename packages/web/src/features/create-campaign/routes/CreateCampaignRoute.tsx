// Placeholder: replaced by the screen's implementation.
export default function CreateCampaignRoute() {
  return null;
}
