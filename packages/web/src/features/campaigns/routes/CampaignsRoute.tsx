// Placeholder: replaced by the screen's implementation.
export default function CampaignsRoute() {
  return null;
}
