// The dialog's per-type wording (spec "Feedback History dialog").
export function historySubtitle(type: string | undefined): string {
  switch (type) {
    case 'image-ad':
    case 'image_analysis':
      return 'Ad Creative Test History';
    case 'interview':
      return 'Interview Conversation History';
    case 'focus-group':
      return 'Concept Test History';
    default:
      return 'Your Past Research Results';
  }
}

export function emptyHistoryText(type: string | undefined): string {
  switch (type) {
    case 'image-ad':
    case 'image_analysis':
      return "You haven't completed any ad creative tests yet.";
    case 'interview':
      return "You haven't completed any interview conversations yet.";
    case 'focus-group':
      return "You haven't completed any concept tests yet.";
    default:
      return "You haven't completed any research sessions yet.";
  }
}
