/** Opening questions offered before the first one is asked: about the topic when there is one, else about the twin. */
export function suggestedQuestions(topic: string): string[] {
  if (topic.trim()) {
    return [
      "What's your first impression of it?",
      'Would you buy it? Why or why not?',
      'What would you be willing to pay for it?',
      'What would you change about it?',
    ];
  }
  return [
    'Tell me a bit about yourself.',
    'What does a typical week look like for you?',
    'How often do you eat or drink out?',
    'Which brands do you trust, and why?',
  ];
}
