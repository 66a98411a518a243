/**
 * Messages of saving pins, the board and section picker, board creation and moving pins
 * (seed 001), kept apart from the base catalogue so pages that never save do not download
 * them: the save screens load with this module and register it (see `registerMessages`).
 */
export const pinMessages = {
  // "seed" = the seed's words exactly ({{ x }} written {x}); "decision" = the text a
  // requirements [DECISION] line supplies; unmarked lines are ours.
  // Picker and modal titles (BOARD-010, BOARD-012, BOARD-050).
  /** seed */ "boards.picker.chooseBoard": "Choose board",
  /** seed */ "boards.picker.chooseSection": "Choose section",
  /** seed */ "boards.picker.createBoard": "Create board",
  /** seed */ "boards.picker.createSection": "Create section",
  /** seed */ "boards.picker.addSection": "Add section",
  /** seed */ "boards.picker.topChoices": "Top choices",
  /** seed */ "boards.picker.allBoards": "All boards",
  "boards.picker.searchLabel": "Search boards",
  "boards.picker.noMatches": "No boards match “{query}”.",
  // Board creation and validation (BOARD-027…BOARD-035, BOARD-041).
  /** seed */ "boards.name.required": "Don't forget to name your board!",
  /** seed */ "boards.name.tooLong": "Please enter no more than {maxLength} characters.",
  "boards.name.label": "Name",
  "boards.create.submit": "Create",
  "boards.privacy.secret": "Keep this board secret",
  /** seed */ "boards.privacy.protected": "Protected board (not listed on user's profile)",
  /** seed */ "boards.create.failed": "Uh oh! Something went wrong.",
  /** seed; decision BOARD-028 for the toast */ "boards.created": "Board created",
  /** decision BOARD-028 */ "boards.saved.first": "Saved! Find your Pins on your profile",
  /** decision BOARD-028 */ "boards.saved": "Saved",
  // Sections (BOARD-050…BOARD-055).
  /** seed */ "boards.section.add": "Add",
  "boards.section.nameLabel": "Section name",
  // Collaborators (BOARD-064).
  /** seed */ "boards.collaborator.keepTyping": "Keep typing!",
  /** seed */ "boards.collaborator.clickToSend": "Click to send!",
  /** seed */ "boards.collaborator.done": "Done!",
  // Saving (PIN-018, PIN-020, PIN-045, PIN-054).
  /** seed */ "pins.save.failed": "Sorry! Something went wrong on our end.",
  /** decision PIN-020 */ "pins.save.savedTo": "Saved to {board}",
  /** seed */ "pins.alreadySaved": "Psst! You already saved this Pin to {board_name}",
  /** seed */ "pins.upsell.connectNow": "Connect now",
  /** seed wording of BOARD-030, for the pin fields (PIN-059) */
  "pins.field.tooLong": "Please enter no more than {maxLength} characters.",
  // Pin-created dialog (PIN-065, PIN-069, PIN-070, PIN-072).
  /** seed */ "pins.created.title": "Saved to {board}",
  /** seed */ "pins.created.titleInSection": "Saved to {section} in {board}",
  /** seed */ "pins.created.send": "Send",
  /** seed */ "pins.created.seeItNow": "See it now",
  /** seed */ "pins.created.promote": "Promote your Pin",
  // Moving pins (BOARD-067, BOARD-072).
  /** seed */ "pins.move.busy": "Please wait until the previous board action finishes.",
  "pins.move.samePlace": "Those Pins are already there. Pick another board or section.",
} as const;
