// Placeholder: replaced by the screen's implementation.
export default function ViewCampaignRoute() {
  return null;
}
