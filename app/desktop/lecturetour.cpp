#include "lecturetour.h"

#include "chartarea.h"
#include "documentfiles.h"
#include "lectures.h"
#include "core/model/scenario.h"
#include "widgets/controls/presentationstrip.h"

namespace rooflab {

namespace {

bool sameModel(const Scenario& a, const Scenario& b) {
    return a.model.presetId == b.model.presetId && a.model.sizeOnlyParams == b.model.sizeOnlyParams &&
           a.model.hfConfig == b.model.hfConfig && a.model.arch.name == b.model.arch.name &&
           effectiveParameterCount(a) == effectiveParameterCount(b);
}

} // namespace

LectureTour::LectureTour(DocumentFiles* files, ChartArea* charts, PresentationStrip* strip, QObject* parent)
    : QObject(parent)
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

bool LectureTour::forgetNameIfModelChanged(Scenario& edited, const Scenario& current) const {
    if (!showingBuiltIn() || edited.name.empty() || sameModel(edited, current))
        return false;
    edited.name.clear();
    edited.description.clear();
    return true;
}

void LectureTour::setIndex(int index) {
    m_index = index;
    const std::vector<Lecture> lectures = Lectures::all();
    m_strip->setLecture(index, int(lectures.size()), index >= 0 ? lectures.at(std::size_t(index)).title : QString());
}

bool LectureTour::showingBuiltIn() const {
    return m_index >= 0 && m_files->path().isEmpty();
}

} // namespace rooflab
