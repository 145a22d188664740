#include "lecturetour.h"

#include "chartarea.h"
#include "document/scenariodocument.h"
#include "documentfiles.h"
#include "lectures.h"
#include "widgets/controls/presentationstrip.h"

namespace rooflab {

LectureTour::LectureTour(ScenarioDocument* document, DocumentFiles* files, ChartArea* charts, PresentationStrip* strip,
                         QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_files(files)
    , m_charts(charts)
    , m_strip(strip) {
    connect(m_files, &DocumentFiles::pathChanged, this, [this] { setIndex(-1); });
}

void LectureTour::load(int index, bool askFirst) {
    const Lecture lecture = Lectures::all().at(std::size_t(index));
    if ((askFirst && !m_files->confirmSetAside()) || !m_files->open(lecture.resource))
        return;
    setIndex(index); // after open(): its pathChanged ended the tour
    if (lecture.comparison) {
        m_charts->setComparisonDimension(*lecture.comparison);
        m_charts->showChart(ChartKind::Comparison);
    } else {
        m_charts->showChart(ChartKind::Memory);
    }
}

void LectureTour::step(int step) {
    const int count = int(Lectures::all().size());
    const int next = m_index < 0 ? (step > 0 ? 0 : count - 1) : ((m_index + step) % count + count) % count;
    // Edits made to a built-in lecture while teaching it are not the user's work: the next
    // lecture follows without a save prompt (the lecture itself is one click away again).
    load(next, !showingBuiltIn());
}

void LectureTour::setIndex(int index) {
    m_index = index;
    m_document->setNameDescribesModel(showingBuiltIn());
    const std::vector<Lecture> lectures = Lectures::all();
    m_strip->setLecture(index, int(lectures.size()), index >= 0 ? lectures.at(std::size_t(index)).title : QString());
}

bool LectureTour::showingBuiltIn() const {
    return m_index >= 0 && m_files->path().isEmpty();
}

} // namespace rooflab
