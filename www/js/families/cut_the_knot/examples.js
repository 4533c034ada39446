// The example subtraction sets of Cut The Knot's One Pile, each written once: the set as the
// engine reads it and the chip's label. The section's part and the lesson list the ones they
// offer with their own note (widgets/example-chips.js's examples()); the take-away games' f(x)
// examples are the move-function family's (families/move_fn/examples.js).

export const sets = {
  applet: { set: '3..5', label: 'Min 3, Max 5' },
  oneToThree: { set: '1..3', label: 'Min 1, Max 3' },
  twoToSeven: { set: '2..7', label: 'Min 2, Max 7' },
  oneThreeFour: { set: '1, 3, 4', label: '{1, 3, 4}' },
  twoFiveSix: { set: '2, 5, 6', label: '{2, 5, 6}' },
  oneTwo: { set: '1, 2', label: '{1, 2}' },
  threeFourNine: { set: '3, 4, 9', label: '{3, 4, 9}' },
  oneFourToSix: { set: '1, 4..6', label: '{1, 4..6}' },
};
