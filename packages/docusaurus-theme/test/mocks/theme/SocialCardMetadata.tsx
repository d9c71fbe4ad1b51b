export default function SocialCardMetadata() {
  return null;
}
