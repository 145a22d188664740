#pragma once
// Going through the built-in lectures: which one is on screen, the next and the previous one
// (the Lectures menu, the presentation strip's buttons, a presenter's clicker), and telling the
// document while a built-in lecture is on screen (its name then describes its model: an edit to
// another model drops it, ScenarioDocument::setNameDescribesModel). The strip shows
// "Lecture 3 / 10"; any other file or a new scenario ends the tour.
#include <QObject>

namespace rooflab {

class ChartArea;
class DocumentFiles;
class PresentationStrip;
class ScenarioDocument;

class LectureTour : public QObject {
    Q_OBJECT
public:
    LectureTour(ScenarioDocument* document, DocumentFiles* files, ChartArea* charts, PresentationStrip* strip,
                QObject* parent);

    // Opens lecture `index` (of Lectures::all()) with the chart it is taught on. askFirst:
    // offer to save unsaved edits first (not when stepping on from an edited lecture).
    void load(int index, bool askFirst = true);
    // The next (+1) or previous (-1) lecture, wrapping at the ends; from any other scenario,
    // the first or the last.
    void step(int step);
    int index() const { return m_index; } // -1: no lecture on screen

private:
    void setIndex(int index);
    bool showingBuiltIn() const; // a lecture, not saved under a name of the user's

    ScenarioDocument* m_document;
    DocumentFiles* m_files;
    ChartArea* m_charts;
    PresentationStrip* m_strip;
    int m_index = -1;
};

} // namespace rooflab
