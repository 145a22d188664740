#pragma once
// Going through the built-in lectures: which one is on screen, the next and the previous one
// (the Lectures menu, the presentation strip's buttons, a presenter's clicker), and what an
// edit does to a lecture's name. The strip shows "Lecture 3 / 10"; any other file or a new
// scenario ends the tour.
#include "core/model/scenario.h"

#include <QObject>

namespace rooflab {

class ChartArea;
class DocumentFiles;
class PresentationStrip;

class LectureTour : public QObject {
    Q_OBJECT
public:
    LectureTour(DocumentFiles* files, ChartArea* charts, PresentationStrip* strip, QObject* parent);

    // Opens lecture `index` (of Lectures::all()) with the chart it is taught on. askFirst:
    // offer to save unsaved edits first (not when stepping on from an edited lecture).
    void load(int index, bool askFirst = true);
    // The next (+1) or previous (-1) lecture, wrapping at the ends; from any other scenario,
    // the first or the last.
    void step(int step);
    int index() const { return m_index; } // -1: no lecture on screen

    // A built-in lecture's name and description describe its model: an edit to another model
    // drops them (the title then names the model itself); a file the user saved keeps its name.
    // True when `edited` was changed.
    bool forgetNameIfModelChanged(Scenario& edited, const Scenario& current) const;

private:
    void setIndex(int index);
    bool showingBuiltIn() const; // a lecture, not saved under a name of the user's

    DocumentFiles* m_files;
    ChartArea* m_charts;
    PresentationStrip* m_strip;
    int m_index = -1;
};

} // namespace rooflab
