#include "widgets/controls/presentationstrip.h"

#include "core/base/fieldlimits.h"
#include "document/scenariodocument.h"
#include "document/scenarioedit.h"
#include "widgets/controls/comboitems.h"
#include "widgets/controls/logslider.h"

#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <memory>
#include <vector>

namespace rooflab {
namespace {

// Short item texts: the strip gives each control a sixth of a projector's width.
constexpr ComboItem kCheckpointingItems[] = {
    {int(Checkpointing::None), QT_TRANSLATE_NOOP("rooflab::PresentationStrip", "none")},
    {int(Checkpointing::Selective), QT_TRANSLATE_NOOP("rooflab::PresentationStrip", "selective")},
    {int(Checkpointing::Full), QT_TRANSLATE_NOOP("rooflab::PresentationStrip", "full")},
    {int(Checkpointing::EveryK), QT_TRANSLATE_NOOP("rooflab::PresentationStrip", "every k layers")},
    {int(Checkpointing::OpSelective), QT_TRANSLATE_NOOP("rooflab::PresentationStrip", "op-selective")},
    {int(Checkpointing::Block), QT_TRANSLATE_NOOP("rooflab::PresentationStrip", "block (first N layers)")},
};

constexpr ComboItem kZeroItems[] = {
    {0, QT_TRANSLATE_NOOP("rooflab::PresentationStrip", "0 (DDP)")},
    {1, QT_TRANSLATE_NOOP("rooflab::PresentationStrip", "1 (optimizer)")},
    {2, QT_TRANSLATE_NOOP("rooflab::PresentationStrip", "2 (+ gradients)")},
    {3, QT_TRANSLATE_NOOP("rooflab::PresentationStrip", "3 (+ weights)")},
};

} // namespace

PresentationStrip::PresentationStrip(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document) {
    setObjectName(QStringLiteral("presentationStrip"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(12, 6, 12, 6);
    row->setSpacing(18);

    auto* lectures = new QGridLayout;
    lectures->setVerticalSpacing(2);
    m_previous = new QToolButton(this);
    m_previous->setObjectName(QStringLiteral("previousLectureButton"));
    m_previous->setArrowType(Qt::LeftArrow);
    connect(m_previous, &QToolButton::clicked, this, &PresentationStrip::previousLectureRequested);
    m_next = new QToolButton(this);
    m_next->setObjectName(QStringLiteral("nextLectureButton"));
    m_next->setArrowType(Qt::RightArrow);
    connect(m_next, &QToolButton::clicked, this, &PresentationStrip::nextLectureRequested);
    m_lecture = new QLabel(this);
    m_lecture->setObjectName(QStringLiteral("lectureLabel"));
    m_lecture->setAlignment(Qt::AlignCenter);
    lectures->addWidget(m_lecture, 0, 0, 1, 2);
    lectures->addWidget(m_previous, 1, 0);
    lectures->addWidget(m_next, 1, 1);
    row->addLayout(lectures);

    m_modelSize = addSlider(QStringLiteral("presentationModelSizeSlider"), 10e6, 2e12, true);
    m_modelSize->setTypedRange(limits::sizeOnlyParams.min, limits::sizeOnlyParams.max);
    m_sequenceLength = addSlider(QStringLiteral("presentationSequenceLengthSlider"), 128, 1048576, false);
    m_sequenceLength->setTypedRange(limits::seqLen.min, limits::seqLen.max);
    m_microBatch = addSlider(QStringLiteral("presentationMicroBatchSlider"), 1, 1024, false);
    m_microBatch->setTypedRange(limits::microBatch.min, limits::microBatch.max);
    m_checkpointing = addCombo(QStringLiteral("presentationCheckpointingPicker"), &m_checkpointingLabel);
    addItems(m_checkpointing, kCheckpointingItems);
    m_zero = addCombo(QStringLiteral("presentationZeroPicker"), &m_zeroLabel);
    addItems(m_zero, kZeroItems);
    m_gpus = addSlider(QStringLiteral("presentationGpuCountSlider"), 1, 16384, false);
    m_gpus->setTypedRange(limits::gpus.min, limits::gpus.max);

    connectEdits();
    // Undo, a lecture, a file, the control panel: the strip shows what the document holds.
    connect(m_document, &ScenarioDocument::changed, this, &PresentationStrip::refresh);

    applyFont();
    retranslateUi();
    refresh();
}

// Each control's change goes to the document as one edit.
void PresentationStrip::connectEdits() {
    connect(m_modelSize, &LogSlider::valueChanged, this, [this](double params) {
        applyEdit(m_modelSize, [params](Scenario& s) { s.model = ModelSpec::sizeOnly(params); });
    });
    connect(m_sequenceLength, &LogSlider::valueChanged, this, [this](double v) {
        applyEdit(m_sequenceLength, [v](Scenario& s) { s.training.seqLen = int(std::lround(v)); });
    });
    connect(m_microBatch, &LogSlider::valueChanged, this, [this](double v) {
        applyEdit(m_microBatch, [v](Scenario& s) { s.training.microBatch = int(std::lround(v)); });
    });
    connect(m_checkpointing, &QComboBox::currentIndexChanged, this, [this] {
        const auto mode = Checkpointing(m_checkpointing->currentData().toInt());
        applyEdit(m_checkpointing, [mode](Scenario& s) { s.training.chooseCheckpointing(mode); });
    });
    connect(m_zero, &QComboBox::currentIndexChanged, this, [this] {
        const int stage = m_zero->currentData().toInt();
        applyEdit(m_zero, [stage](Scenario& s) { s.parallel.zeroStage = stage; });
    });
    connect(m_gpus, &LogSlider::valueChanged, this,
            [this](double v) { applyEdit(m_gpus, [v](Scenario& s) { s.parallel.gpus = int(std::lround(v)); }); });
}

LogSlider* PresentationStrip::addSlider(const QString& objectName, double minimum, double maximum, bool si) {
    auto* slider = new LogSlider(this);
    slider->setObjectNames(objectName);
    slider->setRange(minimum, maximum, si ? LogSlider::Snapping::NiceValues : LogSlider::Snapping::PowersOfTwo);
    slider->setSiDisplay(si);
    // The arrows would take a sixth of the cell: the slider and the keyboard step it.
    slider->field()->setButtonSymbols(QAbstractSpinBox::NoButtons);
    slider->putLabelAbove();
    layout()->addWidget(slider);
    static_cast<QHBoxLayout*>(layout())->setStretchFactor(slider, 2);
    return slider;
}

QComboBox* PresentationStrip::addCombo(const QString& objectName, QLabel** label) {
    auto* cell = new QWidget(this);
    auto* column = new QVBoxLayout(cell);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    *label = new QLabel(cell);
    auto* combo = new QComboBox(cell);
    combo->setObjectName(objectName);
    (*label)->setBuddy(combo);
    column->addWidget(*label);
    column->addWidget(combo);
    column->addStretch(1);
    layout()->addWidget(cell);
    static_cast<QHBoxLayout*>(layout())->setStretchFactor(cell, 1);
    return combo;
}

void PresentationStrip::setTextScale(double scale) {
    m_textScale = scale;
    applyFont();
}

void PresentationStrip::applyFont() {
    // From the application's font, not our own: a second call must not compound the scale.
    QFont large = QApplication::font();
    large.setPointSizeF(large.pointSizeF() * m_textScale);
    setFont(large);
    const QFontMetrics metrics(large);
    const int arrow = metrics.height() + 8;
    for (QToolButton* button : {m_previous, m_next})
        button->setFixedSize(arrow * 3 / 2, arrow);
    // Fields just wide enough for the longest value they show (a file's 16,777,216 tokens): the label
    // beside each gets the rest of the cell.
    const int field = metrics.horizontalAdvance(QLocale().toString(16777216)) + 14;
    for (LogSlider* slider : {m_modelSize, m_sequenceLength, m_microBatch, m_gpus}) {
        slider->field()->setMinimumWidth(field);
        slider->field()->setMaximumWidth(field);
    }
}

void PresentationStrip::refresh() {
    const Scenario& scenario = m_document->scenario();
    m_loading = true;
    const QList<QWidget*> controls = {m_modelSize, m_sequenceLength, m_microBatch, m_checkpointing, m_zero, m_gpus};
    std::vector<std::unique_ptr<QSignalBlocker>> blockers;
    for (QWidget* control : controls)
        blockers.push_back(std::make_unique<QSignalBlocker>(control));
    m_modelSize->setValue(effectiveParameterCount(scenario));
    m_sequenceLength->setValue(scenario.training.seqLen);
    m_microBatch->setValue(scenario.training.microBatch);
    selectData(m_checkpointing, int(scenario.training.checkpointing));
    selectData(m_zero, scenario.parallel.zeroStage);
    m_gpus->setValue(scenario.parallel.gpus);
    m_loading = false;
}

void PresentationStrip::setLecture(int index, int count, const QString& title) {
    m_lectureIndex = index;
    m_lectureCount = count;
    m_lectureTitle = title;
    retranslateUi();
}

void PresentationStrip::applyEdit(QWidget* control, const std::function<void(Scenario&)>& change) {
    if (m_loading)
        return;
    m_document->apply({change, ScenarioEdit::changeText(control->accessibleName()), control->objectName()});
}

void PresentationStrip::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PresentationStrip::retranslateUi() {
    const auto describe = [](LogSlider* slider, const QString& label, const QString& help) {
        slider->setLabel(label);
        slider->setHelp(label, help);
        slider->slider()->setAccessibleName(label);
        slider->setAccessibleName(label);
    };
    describe(m_modelSize, tr("Model size"),
             tr("Parameters of a size-only model (a Llama-style shape derived from the count). "
                "Dragging it replaces a published architecture with a size-only model."));
    describe(m_sequenceLength, tr("Sequence length"), tr("Tokens per training sequence."));
    describe(m_microBatch, tr("Micro-batch"), tr("Sequences each GPU processes per forward/backward pass."));
    describe(m_gpus, tr("GPUs"),
             tr("GPUs in the run: the data-parallel degree is what tensor and pipeline "
                "parallelism leave."));
    m_checkpointingLabel->setText(tr("Checkpointing"));
    m_checkpointing->setAccessibleName(tr("Checkpointing"));
    m_checkpointing->setToolTip(tr("Activation checkpointing: selective recomputes the attention core, full keeps "
                                   "only each layer's input."));
    m_zeroLabel->setText(tr("ZeRO stage"));
    m_zero->setAccessibleName(tr("ZeRO stage"));
    m_zero->setToolTip(tr("What the data-parallel GPUs shard: 1 the optimizer states, 2 also the gradients, "
                          "3 also the weights."));
    for (const ComboItem& item : kCheckpointingItems)
        setItemText(m_checkpointing, item.data, tr(item.text));
    for (const ComboItem& item : kZeroItems)
        setItemText(m_zero, item.data, tr(item.text));

    m_previous->setToolTip(tr("Previous lecture (Page Up)"));
    m_previous->setAccessibleName(tr("Previous lecture"));
    m_next->setToolTip(tr("Next lecture (Page Down)"));
    m_next->setAccessibleName(tr("Next lecture"));
    m_lecture->setText(m_lectureIndex >= 0 ? tr("Lecture %1 / %2").arg(m_lectureIndex + 1).arg(m_lectureCount)
                                           : tr("Lectures"));
    m_lecture->setToolTip(m_lectureTitle);
}

} // namespace rooflab
